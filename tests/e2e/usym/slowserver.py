"""slowserver.py ID FILE DELAY - a debuginfod stand-in that takes its time.

Answers GET /buildid/ID/debuginfo with FILE after DELAY seconds, anything
else with 404, on 127.0.0.1 at a port of the system's choosing, which it
prints first (tests/e2e/usym/tst.debuginfod-slow.sh).
"""
import http.server
import sys
import time

BUILD_ID, FILE, DELAY = sys.argv[1], sys.argv[2], float(sys.argv[3])


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path != "/buildid/%s/debuginfo" % BUILD_ID:
            self.send_error(404)
            return
        time.sleep(DELAY)
        with open(FILE, "rb") as f:
            data = f.read()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
