"""The computer player's PyScript worker (started by wsdv/ui/opponent.py when needed).

It exposes functions only and never touches the DOM, so it needs no SharedArrayBuffer and
no special headers (GitHub Pages works). The wsdv package comes from wsdv.zip as on the
main thread (same pyscript.toml).
"""

from wsdv.ai.service import think  # noqa: F401 (exported to the page below)

__export__ = ["think"]
