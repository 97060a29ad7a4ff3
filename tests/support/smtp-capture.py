"""A real SMTP server for mail tests (aiosmtpd), on a free loopback port. It prints {"port": n} once it listens, then one
JSON line per message received: the envelope, the headers as sent and as read, and every part, parsed by Python's own
e-mail package, so the test checks what a mail program would read."""
import asyncio
import email
import json
import logging
from email import policy

from aiosmtpd.smtp import SMTP

logging.disable(logging.CRITICAL)


def addresses(message, name):
    header = message[name]
    return [{"name": a.display_name, "address": a.addr_spec} for a in header.addresses] if header else []


class Capture:
    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.content, policy=policy.default)
        raw = email.message_from_bytes(envelope.content, policy=policy.compat32)
        parts = [
            {"type": part.get_content_type(), "charset": part.get_content_charset(), "content": part.get_content()}
            for part in message.walk() if not part.is_multipart()
        ]
        print(json.dumps({
            "rcptTo": envelope.rcpt_tos,
            "from": addresses(message, "From"),
            "to": addresses(message, "To"),
            "headers": {name.lower(): str(value).strip() for name, value in message.items()},
            "rawHeaders": {name.lower(): value for name, value in raw.items()},
            "contentType": message.get_content_type(),
            "parts": parts,
        }), flush=True)
        return "250 OK"


async def main():
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: SMTP(Capture(), hostname="localhost"), "127.0.0.1", 0)
    print(json.dumps({"port": server.sockets[0].getsockname()[1]}), flush=True)
    await server.serve_forever()


asyncio.run(main())
