"""The local HTTP server: dist/ on 127.0.0.1 under a URL prefix, with the MIME types Pyodide
needs, the page's Content-Security-Policy as a header, optionally gzip (as a static host
would compress) and a rebuild when sources changed."""

from __future__ import annotations

import functools
import http.server
import io
import os
import threading
import urllib.parse
from collections.abc import Mapping
from gzip import compress as gzip_compress
from pathlib import Path

from .assemble import build, build_if_needed
from .checks import content_security_policy
from .common import DIST, log

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".toml": "application/toml",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".py": "text/x-python",
    ".png": "image/png",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder under a URL prefix, with the MIME types Pyodide needs."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    extra: Mapping[str, bytes] = {}  # extra in-memory files, by path below the prefix
    rebuild = False  # rebuild dist/ (if sources changed) when a page is requested
    gzip = False  # compress every response body when the client accepts gzip
    quiet = False
    lock = threading.Lock()
    compressed: dict[tuple[str, int, int], bytes] = {}  # (path, size, mtime) -> gzip body

    def send_head(self) -> io.BufferedIOBase | None:
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        if self.prefix != "/" and path == self.prefix.rstrip("/"):
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.end_headers()
            return None
        if not path.startswith(self.prefix):
            self.send_error(404, "outside the site's prefix")
            return None
        rel = path[len(self.prefix) :]
        if self.rebuild and (rel == "" or rel.endswith(".html")):
            with self.lock:
                try:
                    build_if_needed()
                except (Exception, SystemExit) as error:  # keep serving the last good build
                    log(f"rebuild failed, serving the previous build: {error}")
        data = self.extra.get(rel)
        if data is None and self.gzip:
            data = self._file_bytes(rel)
        if data is None:
            return super().send_head()
        compress = self.gzip and "gzip" in self.headers.get("Accept-Encoding", "")
        if compress:
            data = self._gzipped(rel, data)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(rel or "index.html"))
        self.send_header("Content-Length", str(len(data)))
        if compress:
            self.send_header("Content-Encoding", "gzip")
        self.end_headers()
        return io.BytesIO(data)

    def _file_bytes(self, rel: str) -> bytes | None:
        """The file's bytes (a folder's index.html), None if it is not a file."""
        path = Path(self.translate_path("/" + rel))
        if path.is_dir():
            path = path / "index.html"
        return path.read_bytes() if path.is_file() else None

    def _gzipped(self, rel: str, data: bytes) -> bytes:
        key = (rel, len(data), hash(data))
        if key not in self.compressed:
            self.compressed[key] = gzip_compress(data, compresslevel=6, mtime=0)
        return self.compressed[key]

    def translate_path(self, path: str) -> str:
        path = urllib.parse.urlsplit(path).path
        return super().translate_path("/" + path[len(self.prefix) :])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        path = urllib.parse.urlsplit(self.path).path
        if path.endswith(("/", ".html")):
            self._send_csp()
        super().end_headers()

    def _send_csp(self) -> None:
        """The page's own policy (its meta tag) also as a header, which can forbid framing."""
        try:
            policy = content_security_policy((Path(self.directory) / "index.html").read_bytes())
        except OSError:
            return
        if policy:
            self.send_header("Content-Security-Policy", policy + "; frame-ancestors 'none'")
        self.send_header("X-Frame-Options", "DENY")  # browsers without frame-ancestors

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    directory: Path = DIST,
    port: int = 0,
    prefix: str = "/",
    extra: Mapping[str, bytes] | None = None,
    rebuild: bool = False,
    quiet: bool = True,
    gzip: bool = False,
) -> http.server.ThreadingHTTPServer:
    """An HTTP server for ``directory`` on 127.0.0.1 (port 0: a free one); not yet started."""
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    attributes = {"prefix": prefix, "extra": dict(extra or {}), "rebuild": rebuild,
                  "quiet": quiet, "gzip": gzip, "compressed": {}}
    handler = type("Handler", (SiteHandler,), attributes)
    bound = functools.partial(handler, directory=os.fspath(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), bound)
    server.daemon_threads = True
    return server


def server_url(server: http.server.ThreadingHTTPServer) -> str:
    handler = server.RequestHandlerClass
    prefix = getattr(getattr(handler, "func", handler), "prefix", "/")
    return f"http://127.0.0.1:{server.server_address[1]}{prefix}"


def built_and_served() -> http.server.ThreadingHTTPServer:
    """Build dist/ and serve it on a free port from a background thread (the benchmarks'
    page; `server_url` gives its address, `shutdown` stops it)."""
    build()
    server = make_server(DIST)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def serve(port: int, prefix: str) -> None:
    """Build dist/ if sources changed, then serve it until interrupted (rebuilding on page
    loads when sources changed)."""
    build_if_needed()
    try:
        server = make_server(port=port, prefix=prefix, rebuild=True, quiet=False)
    except OSError as error:
        raise SystemExit(f"cannot listen on 127.0.0.1:{port}: {error}") from error
    print(f"Serving on {server_url(server)}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
