"""What the build downloads, pinned by version and hash (CI keys its download cache on this
file)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .common import CACHE


@dataclass(frozen=True)
class NpmPackage:
    name: str
    version: str
    integrity: str  # npm's sha512 integrity of the tarball

    @property
    def spec(self) -> str:
        return f"{self.name}@{self.version}"

    @property
    def tarball(self) -> Path:
        return CACHE / "npm" / f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"

    @property
    def folder(self) -> Path:
        """Where the tarball is unpacked: its files are under ``folder / "package"``."""
        return self.tarball.with_suffix("")


PYODIDE = NpmPackage(
    "pyodide",
    "314.0.7",
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A==",
)
PYSCRIPT = NpmPackage(
    "@pyscript/core",
    "0.7.31",
    "sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
)

# Only for the browser tests (tests/e2e/axe.py): the accessibility checker, never in dist/.
AXE_CORE = NpmPackage(
    "axe-core",
    "4.14.1",
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==",
)

# Wheels for Pyodide 314 (CPython 3.14, pyemscripten_2026_0_wasm32), pinned by version and sha256.
PIP_TARGET = (
    "--only-binary=:all: --platform pyemscripten_2026_0_wasm32 --python-version 3.14"
    " --implementation cp --abi cp314"
).split()
BROWSER_WHEELS = {  # requirement: sha256 of its wheel
    "pydantic==2.14.3": "3f7b347782ab7e4cf4c798496ae3a82787d9f21ec12676a9c564355eeef8daa8",
    "pydantic-core==2.50.4": "e6da138a1ecc1341c8b788a5ee822670b03788e1f5decf7af9d461de6e508b8e",
    "annotated-types==0.8.0": "f072f4d804ea359e4eaf198b1af7a8b0943881a87f31bb764f8bf219bb9419e0",
    "typing-extensions==4.16.0": "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8",
    "typing-inspection==0.4.5": "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39",
}
# Pure-python wheels for running the engine tests inside Pyodide (not shipped in dist/).
TEST_WHEELS = {
    "pytest==9.0.3": "2c5efc453d45394fdd706ade797c0a81091eccd1d6e4bccfcd476e2b8e0ab5d9",
    "pluggy==1.7.0": "7dd7b0d8832ba3cb632c306926ded123429211b83641b35dc5c41ad2d34f9bec",
    "iniconfig==2.3.1": "9121e2c1fdb355232495be3194c8dfe87ccc2d5dee45947b78e68f499790d7a7",
    "packaging==26.3": "d7193f7c8e4e93f444fde0262bf90af30e16fa0ad0ad44cb553c87339b23cd1c",
    "pygments==2.21.0": "2363c69b61c4a97c838da3b130dcd6468f4848992b21a82f2a63ec34377137d9",
    "hypothesis==6.155.2": "c85ce6dcd630a90ce501f1d1dd1bc84b97f5649ca8a27e134c8cbf5aa480b1a5",
    "sortedcontainers==2.4.0": "a163dcaede0f1c021485e957a39245190e74249897e2ae4b2aa38595db237ee0",
}
