"""The computer player's PyScript worker (started by wsdv/ui/opponent.py when needed).

It exposes functions only and never touches the DOM, so it needs no SharedArrayBuffer and
no special headers (GitHub Pages works). The wsdv package comes from wsdv.zip as on the
main thread (ai-worker.toml).
"""

import os

# No pydantic plugins are installed: skip their lookup in every distribution's metadata.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from wsdv.ai.service import review, think  # noqa: E402, F401 (exported below)

__export__ = ["think", "review"]
