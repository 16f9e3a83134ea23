#!/usr/bin/env python3
"""A PLC for the gateway's tests, made with pymodbus (Debian's python3-pymodbus, 3.0 API).

Serves Modbus TCP on 127.0.0.1 (the port given as the first argument, 0 for a free one) and prints
"listening <port>" once it accepts connections. Holding registers, from address 0, word order high
word first; the values move every 100 ms:

  0-1  FLOAT   NaN, always (a broken sensor)
  2    INT16U  a counter
  3-4  FLOAT   a temperature rising by 0.5 a tick
  5    INT16S  -40, constant
"""
import asyncio
import struct
import sys

from pymodbus.datastore import ModbusSequentialDataBlock, ModbusServerContext, ModbusSlaveContext
from pymodbus.server import StartAsyncTcpServer


def float_words(value):
    return list(struct.unpack(">HH", struct.pack(">f", value)))


async def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    # zero_mode: register 0 of a request is word 0 of the block (pymodbus adds 1 otherwise).
    device = ModbusSlaveContext(hr=ModbusSequentialDataBlock(0, [0] * 16), zero_mode=True)
    context = ModbusServerContext(slaves=device, single=True)
    server = await StartAsyncTcpServer(context=context, address=("127.0.0.1", port), defer_start=True)
    serving = asyncio.ensure_future(server.serve_forever())
    await server.serving
    print(f"listening {server.server.sockets[0].getsockname()[1]}", flush=True)
    tick = 0
    while not serving.done():
        words = float_words(float("nan")) + [tick % 65536] + float_words(20.0 + tick * 0.5) + [(-40) & 0xFFFF]
        context[0].setValues(3, 0, words)
        tick += 1
        await asyncio.sleep(0.1)


asyncio.run(main())
