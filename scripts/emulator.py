"""The AWS emulator the adapter tests run against: moto's server, with one
change. Real DynamoDB evaluates a condition expression and applies the
write as one atomic step; moto's DynamoDB backend does not hold a lock
while it does, so two concurrent conditional writes can both pass, and the
store's conformance suite (concurrent optimistic updates, one winner of
concurrent creates) would fail on the emulator, not on our code. This
serialises DynamoDB requests and leaves every other service (SQS long
polls included) threaded, as moto_server runs them.

Usage: emulator.py HOST PORT
"""
import os
import sys
import threading

from moto.server import MotoRequestHandler
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import run_simple


def main() -> None:
    host, port = sys.argv[1], int(sys.argv[2])
    os.environ.setdefault("MOTO_PORT", str(port))
    app = DomainDispatcherApplication(create_backend_app)
    lock = threading.Lock()

    def serialised(environ, start_response):
        if environ.get("HTTP_X_AMZ_TARGET", "").startswith("DynamoDB"):
            with lock:
                # Materialise the answer while holding the lock.
                return list(app(environ, start_response))
        return app(environ, start_response)

    run_simple(host, port, serialised, threaded=True, request_handler=MotoRequestHandler)


if __name__ == "__main__":
    main()
