"""``python -m bot health``: ask a running bot's ``/healthz`` (:mod:`bot.ops.health` serves it).

Apart from the server so that asking costs only the standard library's urllib: Docker's
``HEALTHCHECK`` runs it every half minute, and it needs neither aiohttp nor prometheus-client.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request

from .startup import one_line


def probe_host(host: str) -> str:
    """Where to ask a server listening on ``host``: a wildcard address is asked on loopback."""
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    if host == "::":
        return "[::1]"
    return f"[{host}]" if ":" in host else host


def probe(host: str, port: int, timeout: float = 5.0) -> tuple[int, str]:
    """Ask a running bot's ``/healthz`` (``python -m bot health``): (exit code, one line)."""
    url = f"http://{probe_host(host)}:{port}/healthz"
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            body = json.loads(r.read() or b"{}")
            return 0, f"healthy: gateway {body['gateway']['detail']}, database {body['database']['detail']}"
    except urllib.error.HTTPError as e:
        try:
            body = json.loads(e.read() or b"{}")
            return 1, f"unhealthy: gateway {body['gateway']['detail']}, database {body['database']['detail']}"
        except (ValueError, KeyError):
            return 1, f"unhealthy: {url} answered {e.code}"
    except (OSError, ValueError, KeyError) as e:
        return 1, f"unhealthy: no answer from {url}: {one_line(getattr(e, 'reason', None) or e)}"
