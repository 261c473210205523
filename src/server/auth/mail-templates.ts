import type { Mail } from "./mailer";

const PRODUCT = "Content Studio";

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, intro: string, action: { label: string; url: string } | null, outro: string): { text: string; html: string } {
  const text = [title, "", intro, action ? `\n${action.label}: ${action.url}\n` : "", outro, "", `— ${PRODUCT}`].join("\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or paste this link into your browser: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:24px auto"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(outro)}</p><p style="color:#666">— ${PRODUCT}</p></body></html>`;
  return { text, html };
}

export function confirmSignupMail(to: string, url: string): Mail {
  return { to, subject: `Confirm your ${PRODUCT} account`, ...layout("Confirm your email", "Thanks for signing up. Confirm your email address to start creating content.", { label: "Confirm your email", url }, "If you did not sign up, you can ignore this email. The link expires in 24 hours.") };
}

export function alreadyRegisteredMail(to: string, signInUrl: string, resetUrl: string): Mail {
  return { to, subject: `You already have a ${PRODUCT} account`, ...layout("You already have an account", `Someone tried to sign up with this email address, but an account already exists. Sign in at ${signInUrl}.`, { label: "Reset your password", url: resetUrl }, "If this wasn't you, no action is needed.") };
}

export function recoveryMail(to: string, url: string): Mail {
  return { to, subject: `Reset your ${PRODUCT} password`, ...layout("Reset your password", "We received a request to reset your password.", { label: "Choose a new password", url }, "If you did not ask for this, you can ignore this email. The link expires in 1 hour.") };
}

export function emailChangeMail(to: string, url: string): Mail {
  return { to, subject: `Confirm your new ${PRODUCT} email address`, ...layout("Confirm your new email address", "You asked to change the email address of your account to this one.", { label: "Confirm email change", url }, "If you did not ask for this, you can ignore this email. The link expires in 24 hours.") };
}

/** To the old address when someone asks to move the account elsewhere (a thief would want it unnoticed). */
export function emailChangeNoticeMail(to: string, newEmail: string, recoverUrl: string): Mail {
  return { to, subject: `Your ${PRODUCT} email address is being changed`, ...layout("Your email address is being changed", `Someone signed in to your account asked to change its email address to ${newEmail}. The change happens only when that address confirms it.`, { label: "Not you? Reset your password", url: recoverUrl }, "If this was you, no action is needed.") };
}

/** To an address that already has an account when another account asks to move onto it (no link, no change). */
export function emailTakenMail(to: string, signInUrl: string): Mail {
  return { to, subject: `Your ${PRODUCT} email address`, ...layout("This address already has an account", `Someone asked to move another ${PRODUCT} account to this email address, but it already belongs to your account, so nothing changed. Sign in at ${signInUrl}.`, null, "If this wasn't you, no action is needed.") };
}

export function passwordChangedMail(to: string, recoverUrl: string): Mail {
  return { to, subject: `Your ${PRODUCT} password was changed`, ...layout("Your password was changed", "The password of your account was just changed, and every other signed-in device was signed out.", { label: "Not you? Reset your password", url: recoverUrl }, "If this was you, no action is needed.") };
}
