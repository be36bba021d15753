"""``python -m sitebuild ...``: the same as ``python build.py ...``."""

import sys

from .cli import main

sys.exit(main())
