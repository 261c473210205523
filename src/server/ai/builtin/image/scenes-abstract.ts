/** Abstract scenes: blobs, grid, rings, stripes. */
import { blob, circle, linearGradient, radialGradient, rect, type Canvas } from "./svg-kit";

export function blobs(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, linearGradient(c, [p[4], p[3]], rng.int(0, 180)))];
  // Soft glows are radial gradients: a blur filter per shape costs seconds at 1024 px.
  const n = rng.int(5, 9);
  for (let i = 0; i < n; i++) {
    const r = Math.min(w, h) * (0.18 + rng.next() * 0.3);
    const colour = p[rng.int(0, 3)];
    out.push(circle(rng.next() * w, rng.next() * h, r, radialGradient(c, colour, colour, 0), `opacity="${(0.45 + rng.next() * 0.45).toFixed(2)}"`));
  }
  const crisp = rng.int(2, 4);
  for (let i = 0; i < crisp; i++) {
    out.push(
      blob(
        c,
        w * (0.15 + rng.next() * 0.7),
        h * (0.15 + rng.next() * 0.7),
        Math.min(w, h) * (0.08 + rng.next() * 0.14),
        p[rng.int(1, 4)],
        `opacity="${(0.6 + rng.next() * 0.4).toFixed(2)}"`,
      ),
    );
  }
  return out;
}

export function grid(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  if (rng.chance(0.5)) {
    // Retro horizon: a striped sun over a perspective grid.
    const horizon = h * (0.5 + rng.next() * 0.15);
    const out = [rect(0, 0, w, h, linearGradient(c, [p[0], p[1], p[2]]))];
    const r = Math.min(w, h) * (0.18 + rng.next() * 0.1);
    out.push(circle(w / 2, horizon - r * 0.3, r, linearGradient(c, [p[4], p[3]])));
    for (let i = 1; i < 6; i++) out.push(rect(0, horizon - r * 0.3 + (i * r) / 7, w, r / 24 + i, p[1]));
    out.push(rect(0, horizon, w, h - horizon, p[0]));
    const lines: string[] = [];
    for (let i = -12; i <= 12; i++) lines.push(`M${(w / 2).toFixed(1)},${horizon.toFixed(1)} L${(w / 2 + i * w * 0.12).toFixed(1)},${h}`);
    for (let k = 1; k < 10; k++) {
      const y = horizon + (h - horizon) * (k / 10) ** 1.8;
      lines.push(`M0,${y.toFixed(1)} L${w},${y.toFixed(1)}`);
    }
    out.push(`<path d="${lines.join(" ")}" stroke="${p[3]}" stroke-width="${Math.max(1, w / 400).toFixed(1)}" opacity="0.8" fill="none"/>`);
    return out;
  }
  // Tiles with quarter circles, circles and squares.
  const cols = rng.int(3, 6);
  const size = w / cols;
  const rows = Math.ceil(h / size);
  const out = [rect(0, 0, w, h, p[4])];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const X = x * size;
      const Y = y * size;
      out.push(rect(X, Y, size, size, p[rng.int(0, 4)]));
      const fill = p[rng.int(0, 4)];
      const kind = rng.int(0, 3);
      if (kind === 0) out.push(circle(X + size / 2, Y + size / 2, size * 0.38, fill));
      else if (kind === 1)
        out.push(
          `<path d="M${X},${Y} L${X + size},${Y} A${size},${size} 0 0 1 ${X},${Y + size} Z" fill="${fill}" transform="rotate(${rng.int(0, 3) * 90} ${X + size / 2} ${Y + size / 2})"/>`,
        );
      else if (kind === 2) out.push(rect(X + size * 0.2, Y + size * 0.2, size * 0.6, size * 0.6, fill));
    }
  }
  return out;
}

export function rings(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, linearGradient(c, [p[0], p[1]], rng.int(30, 150)))];
  const cx = w * (0.3 + rng.next() * 0.4);
  const cy = h * (0.3 + rng.next() * 0.4);
  const max = Math.hypot(w, h) * 0.6;
  const n = rng.int(6, 12);
  for (let i = n; i > 0; i--) {
    out.push(
      circle(
        cx,
        cy,
        (max * i) / n,
        "none",
        `stroke="${p[2 + (i % 3)]}" stroke-width="${(max / n / (2 + rng.next() * 3)).toFixed(1)}" opacity="${(0.3 + rng.next() * 0.6).toFixed(2)}"`,
      ),
    );
  }
  out.push(circle(cx, cy, max / n, p[3]));
  return out;
}

export function stripes(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, p[4])];
  const angle = rng.pick([-35, -20, 20, 35, 60, 90]);
  const band = Math.max(w, h) / rng.int(5, 10);
  const span = Math.hypot(w, h);
  const bands: string[] = [];
  // Bands cover only the rotated canvas's bounding square, to keep overdraw (and render time) low.
  for (let x = w / 2 - span / 2; x < w / 2 + span / 2; x += band) {
    bands.push(rect(x, h / 2 - span / 2, band * (0.4 + rng.next() * 0.6), span, p[rng.int(0, 3)], `opacity="${(0.5 + rng.next() * 0.5).toFixed(2)}"`));
  }
  out.push(`<g transform="rotate(${angle} ${w / 2} ${h / 2})">${bands.join("")}</g>`);
  out.push(circle(w * (0.2 + rng.next() * 0.6), h * (0.2 + rng.next() * 0.6), Math.min(w, h) * 0.18, p[4], 'opacity="0.9"'));
  return out;
}
