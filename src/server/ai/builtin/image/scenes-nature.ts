/** Scenes with a horizon: landscape, mountains, waves, space, city. */
import { circle, linearGradient, radialGradient, rect, waveBand, type Canvas } from "./svg-kit";

export function landscape(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, linearGradient(c, [p[1], p[3], p[4]]))];
  const sunX = w * (0.2 + rng.next() * 0.6);
  const sunY = h * (0.25 + rng.next() * 0.25);
  const sunR = Math.min(w, h) * (0.08 + rng.next() * 0.08);
  out.push(circle(sunX, sunY, sunR * 3, radialGradient(c, p[4], p[3]), 'opacity="0.7"'));
  out.push(circle(sunX, sunY, sunR, p[4]));
  const layers = rng.int(3, 5);
  for (let i = 0; i < layers; i++) {
    const base = h * (0.5 + (i / layers) * 0.4);
    const colour = p[Math.max(0, 2 - Math.floor((i * 3) / layers))];
    out.push(
      waveBand(
        c,
        base,
        h * (0.04 + rng.next() * 0.05),
        0.5 + rng.next() * 1.2,
        rng.next() * 6.28,
        colour,
        `opacity="${(0.55 + (i / layers) * 0.45).toFixed(2)}"`,
      ),
    );
  }
  return out;
}

export function mountains(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, linearGradient(c, [p[2], p[4]]))];
  if (rng.chance(0.6)) out.push(circle(w * (0.15 + rng.next() * 0.7), h * 0.22, Math.min(w, h) * 0.07, p[4], 'opacity="0.9"'));
  const ranges = rng.int(3, 4);
  for (let r = 0; r < ranges; r++) {
    const base = h * (0.55 + r * 0.12);
    const peaks = rng.int(2, 4);
    const pts: string[] = [`0,${h}`, `0,${(base + h * 0.05).toFixed(1)}`];
    for (let i = 0; i <= peaks * 2; i++) {
      const x = (w * i) / (peaks * 2);
      const up = i % 2 === 1;
      const y = up ? base - (h * (0.1 + rng.next() * 0.18)) / (1 + r * 0.5) : base - rng.next() * h * 0.05;
      pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    pts.push(`${w},${h}`);
    out.push(`<polygon points="${pts.join(" ")}" fill="${p[Math.max(0, 2 - r)]}" opacity="${(0.65 + r * 0.12).toFixed(2)}"/>`);
  }
  return out;
}

export function waves(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, linearGradient(c, [p[4], p[3]], 90))];
  const n = rng.int(4, 7);
  for (let i = 0; i < n; i++) {
    const base = h * (0.25 + (i / n) * 0.7);
    out.push(
      waveBand(
        c,
        base,
        h * (0.03 + rng.next() * 0.06),
        1 + rng.next() * 2.5,
        rng.next() * 6.28,
        p[Math.min(3, Math.floor(((n - i) / n) * 4))],
        `opacity="${(0.5 + (i / n) * 0.5).toFixed(2)}"`,
      ),
    );
  }
  return out;
}

export function space(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, linearGradient(c, [p[0], p[1], p[2]], 90 + rng.int(-30, 30)))];
  const stars = Math.round((w * h) / 4000);
  for (let i = 0; i < stars; i++) {
    out.push(circle(rng.next() * w, rng.next() * h, 0.5 + rng.next() * 1.6, "#ffffff", `opacity="${(0.3 + rng.next() * 0.7).toFixed(2)}"`));
  }
  const r = Math.min(w, h) * (0.12 + rng.next() * 0.12);
  const cx = w * (0.25 + rng.next() * 0.5);
  const cy = h * (0.3 + rng.next() * 0.4);
  out.push(circle(cx, cy, r * 2.2, radialGradient(c, p[3], p[1]), 'opacity="0.5"'));
  out.push(circle(cx, cy, r, linearGradient(c, [p[4], p[3], p[2]], 45)));
  if (rng.chance(0.6)) {
    out.push(
      `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * 1.8).toFixed(1)}" ry="${(r * 0.35).toFixed(1)}" fill="none" stroke="${p[4]}" stroke-width="${(r * 0.08).toFixed(1)}" opacity="0.8" transform="rotate(${rng.int(-25, 25)} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`,
    );
  }
  return out;
}

export function city(c: Canvas): string[] {
  const { w, h, colours: p, rng } = c;
  const out = [rect(0, 0, w, h, linearGradient(c, [p[0], p[1], p[2]]))];
  out.push(circle(w * (0.2 + rng.next() * 0.6), h * 0.2, Math.min(w, h) * 0.06, p[4], 'opacity="0.9"'));
  for (let layer = 0; layer < 2; layer++) {
    let x = -rng.next() * 40;
    while (x < w) {
      const bw = w * (0.05 + rng.next() * 0.09);
      const bh = h * (0.2 + rng.next() * (layer === 0 ? 0.45 : 0.3));
      const top = h - bh;
      out.push(rect(x, top, bw - 2, bh, layer === 0 ? p[1] : p[0], layer === 0 ? 'opacity="0.75"' : ""));
      if (layer === 1) {
        const win = Math.max(3, bw / 8);
        for (let wy = top + win; wy < h - win * 2; wy += win * 2.2) {
          for (let wx = x + win; wx < x + bw - win * 2; wx += win * 2) {
            if (rng.chance(0.45)) out.push(rect(wx, wy, win, win, p[3], 'opacity="0.85"'));
          }
        }
      }
      x += bw;
    }
  }
  return out;
}
