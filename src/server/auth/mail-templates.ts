import { messages } from "@/shared/messages";
import type { Mail } from "./mailer";

const PRODUCT = messages.common.productName;
const m = messages.mail;

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, intro: string, action: { label: string; url: string } | null, outro: string): { text: string; html: string } {
  const text = [title, "", intro, action ? `\n${action.label}: ${action.url}\n` : "", outro, "", `— ${PRODUCT}`].join("\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(m.orPaste)} <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:24px auto"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(outro)}</p><p style="color:#666">— ${PRODUCT}</p></body></html>`;
  return { text, html };
}

export function confirmSignupMail(to: string, url: string): Mail {
  const t = m.confirmSignup;
  return { to, subject: t.subject(PRODUCT), ...layout(t.title, t.intro, { label: t.action, url }, t.outro) };
}

export function alreadyRegisteredMail(to: string, signInUrl: string, resetUrl: string): Mail {
  const t = m.alreadyRegistered;
  return { to, subject: t.subject(PRODUCT), ...layout(t.title, t.intro(signInUrl), { label: t.action, url: resetUrl }, t.outro) };
}

export function recoveryMail(to: string, url: string): Mail {
  const t = m.recovery;
  return { to, subject: t.subject(PRODUCT), ...layout(t.title, t.intro, { label: t.action, url }, t.outro) };
}

export function emailChangeMail(to: string, url: string): Mail {
  const t = m.emailChange;
  return { to, subject: t.subject(PRODUCT), ...layout(t.title, t.intro, { label: t.action, url }, t.outro) };
}

/** To the old address when someone asks to move the account elsewhere (a thief would want it unnoticed). */
export function emailChangeNoticeMail(to: string, newEmail: string, recoverUrl: string): Mail {
  const t = m.emailChangeNotice;
  return { to, subject: t.subject(PRODUCT), ...layout(t.title, t.intro(newEmail), { label: t.action, url: recoverUrl }, t.outro) };
}

/** To an address that already has an account when another account asks to move onto it (no link, no change). */
export function emailTakenMail(to: string, signInUrl: string): Mail {
  const t = m.emailTaken;
  return { to, subject: t.subject(PRODUCT), ...layout(t.title, t.intro(PRODUCT, signInUrl), null, t.outro) };
}

export function passwordChangedMail(to: string, recoverUrl: string): Mail {
  const t = m.passwordChanged;
  return { to, subject: t.subject(PRODUCT), ...layout(t.title, t.intro, { label: t.action, url: recoverUrl }, t.outro) };
}

/** An invitation to a workspace (issue 25); the link opens the invitation page, which also offers sign-up. */
export function workspaceInvitationMail(to: string, inviter: string, workspace: string, role: string, url: string): Mail {
  const t = m.workspaceInvitation;
  return { to, subject: t.subject(PRODUCT, workspace), ...layout(t.title, t.intro(inviter, workspace, role), { label: t.action, url }, t.outro) };
}

/** To a workspace's owner and admins when one of its webhook endpoints was disabled after failing deliveries (issue 29). */
export function webhookDisabledMail(to: string, url: string, workspace: string, failures: number, pageUrl: string): Mail {
  const t = m.webhookDisabled;
  return { to, subject: t.subject(PRODUCT, workspace), ...layout(t.title, t.intro(url, workspace, failures), { label: t.action, url: pageUrl }, t.outro) };
}

/** A notification by email (issue 26 point 4): mention, approval request or failed post, with its link. */
export function notificationMail(to: string, workspace: string, summary: string, excerpt: string, url: string): Mail {
  const t = m.collaboration;
  return { to, subject: t.subject(PRODUCT, workspace, summary), ...layout(summary, excerpt || summary, { label: t.action, url }, t.outro) };
}
