/**
 * Child process of bench/realtime.ts: opens N sockets to the hub, joins and subscribes, then prints one line
 * per received broadcast: "<seq> <receive time in ms since the epoch, sub-ms precision>".
 */
import WebSocket from "ws";

const [url, token, countArg] = process.argv.slice(2);
const count = Number(countArg);
const now = () => performance.timeOrigin + performance.now();
let ready = 0;

for (let i = 0; i < count; i++) {
  const ws = new WebSocket(`${url}?token=${token}`);
  ws.on("message", (raw) => {
    const msg = JSON.parse(String(raw)) as { type: string; payload?: { seq: number } };
    if (msg.type === "joined") ws.send(JSON.stringify({ type: "subscribe", channel: "model-change-event" }));
    else if (msg.type === "subscribed") {
      ready += 1;
      if (ready === count) process.stdout.write("READY\n");
    } else if (msg.type === "event" && msg.payload) process.stdout.write(`${msg.payload.seq} ${now()}\n`);
  });
  ws.on("error", (err) => process.stderr.write(`socket error: ${err.message}\n`));
}
