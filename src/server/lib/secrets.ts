import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * The encrypted-secret store for credentials kept in the database (AI provider keys, publishing platform
 * passwords and tokens): AES-256-GCM with a key derived from `SECRETS_KEY` (or the one generated into DATA_DIR).
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` binds a value to where it is stored
 * (say `ai_connection:<id>`), so a ciphertext copied into another row does not decrypt there.
 * Plain values never leave the server: APIs show `hint()` (the last 4 characters) instead.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

export class SecretError extends Error {}

const VERSION = "v1";

export function createSecretBox(keyMaterial: string): SecretBox {
  if (keyMaterial.length < 32) throw new SecretError("The secrets key must be at least 32 characters");
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "content-studio", "secret-store v1", 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) throw new SecretError("Not a sealed secret");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        // Wrong key (SECRETS_KEY changed), wrong row or tampered value: never say which.
        throw new SecretError("The stored secret cannot be decrypted with this server's SECRETS_KEY");
      }
    },
  };
}

/** What an API may show of a secret: its last 4 characters (none for short values). */
export function secretHint(plain: string): string {
  return plain.length >= 12 ? plain.slice(-4) : "";
}

/** A stable, non-reversible fingerprint (for "did this change?" checks without decrypting). */
export function secretFingerprint(plain: string): string {
  return createHash("sha256").update(plain).digest("base64url").slice(0, 16);
}
