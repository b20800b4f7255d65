"""Fixtures of the proxy's SDK tests.

`go test ./scripts/sdk-tests/` starts a stub upstream and Bulwark, makes the
apps, and runs pytest here with BULWARK_SDK_FIXTURE naming a JSON file:
base_url, api_key, apps (openai, anthropic, signed) and signing_secret.
"""

import base64
import hashlib
import hmac
import json
import os
import secrets
import time

import anthropic
import openai
import pytest

try:  # the SDKs' HTTP client: httpx2 in the pinned versions, httpx before
    import httpx2 as httpx
except ImportError:  # pragma: no cover
    import httpx


@pytest.fixture(scope="session")
def fx():
    path = os.environ.get("BULWARK_SDK_FIXTURE")
    if not path:
        pytest.skip("run through `go test ./scripts/sdk-tests/`, which starts Bulwark and a stub upstream")
    with open(path) as f:
        return json.load(f)


def script(text):
    """Hides a stub script from the input scan (see shared/proxy/proxytest)."""
    return "b64:" + base64.b64encode(text.encode()).decode()


@pytest.fixture
def oai(fx):
    """The OpenAI SDK as a user points it at Bulwark: base URL, key, X-App-Id."""
    return openai.OpenAI(
        base_url=fx["base_url"] + "/openai-compatible/v1",
        api_key=fx["api_key"],
        default_headers={"X-App-Id": fx["apps"]["openai"]},
        max_retries=0,
    )


@pytest.fixture
def claude(fx):
    """The Anthropic SDK pointed at Bulwark the same way."""
    return anthropic.Anthropic(
        base_url=fx["base_url"] + "/anthropic-compatible",
        api_key=fx["api_key"],
        default_headers={"X-App-Id": fx["apps"]["anthropic"]},
        max_retries=0,
    )


def signer(secret, nonce=None):
    """An httpx request hook that signs requests as docs/proxy.md describes;
    a fixed nonce makes every request a replay of the first."""

    def sign(request):
        ts = str(int(time.time()))
        n = nonce or secrets.token_urlsafe(18)
        canonical = "\n".join(
            ["v1", request.method, request.url.raw_path.split(b"?")[0].decode(), ts, n,
             hashlib.sha256(request.content).hexdigest()]
        )
        sig = hmac.new(secret.encode(), canonical.encode(), hashlib.sha256).hexdigest()
        request.headers["X-Bulwark-Timestamp"] = ts
        request.headers["X-Bulwark-Nonce"] = n
        request.headers["X-Bulwark-Signature"] = "v1=" + sig

    return sign


@pytest.fixture
def signed_oai(fx):
    def make(nonce=None):
        return openai.OpenAI(
            base_url=fx["base_url"] + "/openai-compatible/v1",
            api_key=fx["api_key"],
            default_headers={"X-App-Id": fx["apps"]["signed"]},
            max_retries=0,
            http_client=httpx.Client(event_hooks={"request": [signer(fx["signing_secret"], nonce)]}),
        )

    return make
