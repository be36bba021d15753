"""`python -m wsdv.ai arena --east X --west Y --games N --seed S`."""

import sys

from .arena import main

if __name__ == "__main__":
    sys.exit(main())
