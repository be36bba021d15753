#!/usr/bin/env python3
"""Build the offline static site into dist/ and serve it (stdlib only): the entry point of
the sitebuild package, which holds one module per job.

    python build.py [build [--out DIR]]      build dist/ (downloads are cached in .cache/)
    python build.py serve [--port N] [--prefix /wsdv/]
                                             build if sources changed, serve dist/ on 127.0.0.1
    python build.py fetch                    only fill .cache/ (npm tarballs, wheels)
    python build.py pyodide-tests [ARGS...]  run tests/*.py inside Pyodide under Node
                                             (ARGS go to tools/pyodide_tests.mjs)
"""

import sys

if sys.version_info < (3, 11):  # noqa: UP036  (tomllib; nothing newer than 3.11.0 is needed)
    sys.exit(f"build.py needs Python >= 3.11, this is {sys.version.split()[0]}")

from sitebuild.cli import main  # noqa: E402  (after the version check)

if __name__ == "__main__":
    sys.exit(main())
