"""Signed requests with the official OpenAI SDK, for an app with
request_signing.enabled: an HTTP hook adds the three headers to every request.

    BULWARK_URL=http://127.0.0.1:8080 BULWARK_API_KEY=bwk_... BULWARK_APP_ID=<uuid> \
    BULWARK_SIGNING_SECRET=bss_... python examples/signing/sign.py "Hello"
"""

import hashlib
import hmac
import os
import secrets
import sys
import time

import openai

try:  # the SDK's HTTP client: httpx2 in current versions, httpx before
    import httpx2 as httpx
except ImportError:
    import httpx


def signer(secret):
    def sign(request):
        ts, nonce = str(int(time.time())), secrets.token_hex(16)
        path = request.url.raw_path.split(b"?")[0].decode()
        canonical = "\n".join(["v1", request.method, path, ts, nonce, hashlib.sha256(request.content).hexdigest()])
        request.headers["X-Bulwark-Timestamp"] = ts
        request.headers["X-Bulwark-Nonce"] = nonce
        request.headers["X-Bulwark-Signature"] = "v1=" + hmac.new(secret.encode(), canonical.encode(), hashlib.sha256).hexdigest()

    return sign


client = openai.OpenAI(
    base_url=os.environ["BULWARK_URL"].rstrip("/") + "/openai-compatible/v1",
    api_key=os.environ["BULWARK_API_KEY"],
    default_headers={"X-App-Id": os.environ["BULWARK_APP_ID"]},
    http_client=httpx.Client(event_hooks={"request": [signer(os.environ["BULWARK_SIGNING_SECRET"])]}),
)
reply = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": " ".join(sys.argv[1:]) or "Hello"}])
print(reply.choices[0].message.content)
