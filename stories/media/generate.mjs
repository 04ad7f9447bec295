#!/usr/bin/env node
// Writes the sample media the stories show (run: node stories/media/generate.mjs). Everything is
// drawn by code so stories never fetch from the network and the files are reproducible byte for byte.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const here = new URL(".", import.meta.url);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An RGB PNG whose pixels come from `paint(x, y)` → [r, g, b]. */
function png(width, height, paint) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(paint(x / width, y / height).map(Math.round), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * Math.min(1, Math.max(0, t)));

/** A landscape: sky gradient, a sun, two rows of hills and a lake. */
function landscape(u, v) {
  const aspect = 16 / 9;
  let color = mix([70, 120, 200], [250, 200, 150], v / 0.6);
  const sun = Math.hypot((u - 0.72) * aspect, v - 0.3);
  if (sun < 0.09) color = [255, 236, 170];
  else if (sun < 0.14) color = mix([255, 236, 170], color, (sun - 0.09) / 0.05);
  if (v > 0.5 + 0.08 * Math.sin(u * 7 + 1)) color = mix([96, 130, 110], [70, 100, 86], (v - 0.5) / 0.3);
  if (v > 0.62 + 0.05 * Math.sin(u * 11 + 3)) color = mix([60, 110, 70], [40, 80, 50], (v - 0.62) / 0.2);
  if (v > 0.8) color = mix([80, 130, 190], [40, 80, 140], (v - 0.8) / 0.2 + 0.1 * Math.sin(u * 90) * 0.2);
  return color;
}

/** A square tile: a soft radial badge, usable as an avatar or a thumbnail. */
function badge(u, v) {
  const d = Math.hypot(u - 0.5, v - 0.5);
  const ring = d < 0.42 ? mix([124, 92, 255], [40, 170, 200], u * 0.6 + v * 0.4) : [236, 238, 244];
  return d > 0.2 && d < 0.26 ? [255, 255, 255] : ring;
}

/** A chart-like image: bars on a light grid. */
function chart(u, v) {
  const bars = [0.35, 0.6, 0.45, 0.8, 0.7, 0.9];
  const slot = Math.floor(u * bars.length);
  const inBar = (u * bars.length) % 1 > 0.2 && (u * bars.length) % 1 < 0.8 && 1 - v < bars[slot] * 0.9;
  if (inBar) return mix([60, 110, 220], [120, 90, 230], slot / bars.length);
  return Math.round(v * 40) % 8 === 0 ? [220, 224, 232] : [250, 251, 253];
}

/** 16-bit mono PCM WAV: a two-note chime with a soft decay. */
function wav(seconds, rate = 16000) {
  const n = Math.round(seconds * rate);
  const out = Buffer.alloc(44 + n * 2);
  out.write("RIFF", 0, "latin1");
  out.writeUInt32LE(36 + n * 2, 4);
  out.write("WAVEfmt ", 8, "latin1");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "latin1");
  out.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const second = t > seconds / 2 ? Math.sin(2 * Math.PI * 659.25 * t) * Math.exp(-4 * (t - seconds / 2)) : 0;
    const first = Math.sin(2 * Math.PI * 523.25 * t) * Math.exp(-4 * t);
    const fade = Math.min(1, t * 200, (seconds - t) * 200);
    out.writeInt16LE(Math.round(((first + second) / 2) * fade * 30000), 44 + i * 2);
  }
  return out;
}

/** A one-page PDF with a title, two lines of text and a rule, with a correct cross-reference table. */
function pdf(lines) {
  const text = lines.map(([size, y, s]) => `BT /F1 ${size} Tf 72 ${y} Td (${s.replace(/[()\\]/g, "\\$&")}) Tj ET`).join("\n");
  const stream = `${text}\n0.5 w 72 700 m 540 700 l S\n`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}endstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body, "latin1");
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const files = {
  "landscape-640x360.png": png(640, 360, landscape),
  "landscape-320x180.png": png(320, 180, landscape),
  "badge-96x96.png": png(96, 96, badge),
  "chart-480x270.png": png(480, 270, chart),
  "chime.wav": wav(1.2),
  "itinerary.pdf": pdf([
    [20, 720, "Lyon weekend itinerary"],
    [12, 676, "Saturday: Vieux Lyon, Fourviere, dinner at a bouchon."],
    [12, 658, "Sunday: Parc de la Tete d'Or, Musee des Confluences."],
  ]),
};
for (const [name, bytes] of Object.entries(files)) writeFileSync(new URL(name, here), bytes);
console.log(Object.entries(files).map(([name, bytes]) => `${name} ${bytes.length} B`).join("\n"));
