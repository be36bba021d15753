"""sitebuild/pyscript_code.py: PyScript's own Python package, found in its vendored chunk as
JavaScript reads it, shipped as checked bytecode of the modules it imports at start."""

from __future__ import annotations

import _imp
import base64
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from sitebuild.pyscript_code import (
    CODE_TABLE,
    imported_at_start,
    package_sources,
    parse_object,
    parse_string,
)

CHECKED_HASH_FLAGS = (0b11).to_bytes(4, "little")
# evaluates the object literal JavaScript finds at the span given and prints it as JSON
EVALUATE_JS = """
const [text] = await Promise.all([new Response(process.stdin).text()]);
process.stdout.write(JSON.stringify(new Function(`return (${text});`)()));
"""


def chunks(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in (folder / "vendor" / "pyscript").glob("*.js")}


def test_the_package_is_read_as_javascript_reads_it(two_builds: tuple[Path, Path]) -> None:
    """The sources found in the shipped chunk are the strings JavaScript itself evaluates
    there (escapes, quotes and all): node evaluates the same span of the chunk."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("no node (the build itself needs it)")
    files = chunks(two_builds[0])
    (name,) = [n for n in files if b"{pyscript:{" in files[n]]
    text = files[name].decode()
    start = text.index("{pyscript:{")
    table, end = parse_object(text, start)
    evaluated = subprocess.run([node, "--input-type=module", "-e", EVALUATE_JS],
                               input=text[start:end], capture_output=True, text=True, check=True)
    assert json.loads(evaluated.stdout) == table
    sources = package_sources(files)
    assert {f"pyscript/{n}" for n in table["pyscript"]} == set(sources)
    assert all(sources[f"pyscript/{n}"] == s.encode() for n, s in table["pyscript"].items())


def test_the_modules_imported_at_start_ship_as_checked_bytecode(
    two_builds: tuple[Path, Path]
) -> None:
    """The table holds, for each module `import pyscript` loads (the package's __init__ and
    what it imports at its own level, the worker's module too), a checked hash-based pyc of
    the source PyScript writes: the importer takes it only for that very source. Modules only
    a script's own import loads (pyscript.web, .fs, .media) stay out."""
    sources = package_sources(chunks(two_builds[0]))
    table = json.loads((two_builds[0] / CODE_TABLE).read_bytes())
    by_source = {f"pyscript/{Path(n).name.split('.')[0]}.py": base64.b64decode(v)
                 for n, v in table.items()}
    assert all(n.startswith("pyscript/__pycache__/") and n.endswith(".cpython-314.pyc")
               for n in table)
    assert set(by_source) == set(imported_at_start(sources))
    assert {"pyscript/__init__.py", "pyscript/context.py", "pyscript/workers.py"} <= set(by_source)
    assert not {"pyscript/web.py", "pyscript/fs.py", "pyscript/media.py"} & set(by_source)
    for name, pyc in by_source.items():
        assert pyc[4:8] == CHECKED_HASH_FLAGS, name
        assert pyc[8:16] == _imp.source_hash(int.from_bytes(pyc[:4], "little"), sources[name])
    assert table == json.loads((two_builds[1] / CODE_TABLE).read_bytes())  # reproducible


def test_imported_at_start_follows_the_module_level_imports() -> None:
    sources = {
        "pyscript/__init__.py": b"from pyscript.a import x\nif not W:from pyscript.b import y\n",
        "pyscript/a.py": b"import pyscript.c\ndef f():\n\tfrom pyscript.web import z\n",
        "pyscript/b.py": b"A=1;from pyscript.d import q\n",
        "pyscript/c.py": b"",
        "pyscript/d.py": b"",
        "pyscript/web.py": b"",
    }
    assert set(imported_at_start(sources)) == set(sources) - {"pyscript/web.py"}


def test_string_literals_decode_as_in_javascript() -> None:
    text = r"""'it\'s\n\t\x41\u00e9\u{1F600}\ud83d\ude00\\ "q" \
end' rest"""
    value, end = parse_string(text, 0)
    assert value == "it's\n\tAé😀😀\\ \"q\" end"
    assert text[end:] == " rest"


def test_a_chunk_without_the_package_or_with_two_fails_the_build() -> None:
    one = b'x=wo(".",{pyscript:{"__init__.py":"import js\\n"}});'
    assert package_sources({"vendor/pyscript/core-1.js": one}) == {
        "pyscript/__init__.py": b"import js\n"}
    with pytest.raises(SystemExit, match="found it in 0"):
        package_sources({"vendor/pyscript/core-1.js": b"x=1"})
    with pytest.raises(SystemExit, match="found it in 2"):
        package_sources({"vendor/pyscript/a.js": one, "vendor/pyscript/b.js": one})
    with pytest.raises(SystemExit, match="no __init__"):
        package_sources({"vendor/pyscript/a.js": b'{pyscript:{"a.py":""}}'})
    with pytest.raises(SystemExit, match="does not end"):
        package_sources({"vendor/pyscript/a.js": b'{pyscript:{"__init__.py":"abc'})
    with pytest.raises(SystemExit, match="neither a string nor an object"):
        package_sources({"vendor/pyscript/a.js": b'{pyscript:{"__init__.py":`x`}}'})
