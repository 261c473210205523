/**
 * Reads the Dockerfile the way the container files' checks need: stages, and per stage its instructions
 * (continuation lines joined, comments dropped). Small on purpose: only the instructions this project writes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export function readDockerfile(file = path.join(repoRoot, "Dockerfile")): { args: Instruction[]; stages: Stage[] } {
  const lines = readFileSync(file, "utf8").split("\n");
  const joined: string[] = [];
  let current = "";
  for (const raw of lines) {
    const line = raw.trim();
    if (!current && (line === "" || line.startsWith("#"))) continue;
    if (line.startsWith("#")) continue;
    if (line.endsWith("\\")) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    joined.push(current + line);
    current = "";
  }
  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const text of joined) {
    const match = /^(\S+)\s*(.*)$/.exec(text);
    if (!match) continue;
    const instruction = { keyword: match[1].toUpperCase(), args: match[2].trim() };
    if (instruction.keyword === "FROM") {
      const [image, as, name] = instruction.args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
    } else if (stages.length) stages.at(-1)!.instructions.push(instruction);
    else args.push(instruction);
  }
  return { args, stages };
}

/** `ENV A=1 B=2` (the key=value form) of a stage, in order. */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== "ENV") continue;
    for (const pair of args.match(/\S+=("[^"]*"|\S*)/g) ?? []) {
      const [key, ...value] = pair.split("=");
      env[key] = value.join("=").replace(/^"|"$/g, "");
    }
  }
  return env;
}

/** The last instruction of a kind in a stage (the one that counts), its JSON (exec) form parsed when it has one. */
export function lastOf(stage: Stage, keyword: string): Instruction | undefined {
  return stage.instructions.filter((i) => i.keyword === keyword).at(-1);
}

export function execForm(args: string): string[] {
  const parsed = JSON.parse(args) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === "string")) throw new Error(`not an exec form: ${args}`);
  return parsed;
}
