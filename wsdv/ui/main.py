"""Entry point of the browser UI: index.html runs this file with PyScript.

The loading screen (index.html, static/js/boot.js) stays up until this code marks the page
ready with ``document.body.dataset.ready = "1"``; the real app must keep doing that once its
first screen is drawn. The ``wsdv`` package is importable: PyScript unpacks dist/wsdv.zip
into the working directory before this file runs (see pyscript.toml).
"""

import pydantic
from pyscript import document

import wsdv

document.body.dataset.wsdv = wsdv.__name__
document.body.dataset.pydantic = pydantic.VERSION
document.body.dataset.ready = "1"
