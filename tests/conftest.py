import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
# tools/site_support.py: how to launch chromium here, build.py loaded by path
sys.path.insert(0, str(Path(__file__).parents[1] / "tools"))
