import { AUTH } from "@/shared/constants";

/** Web-only texts of the sign-in, sign-up and forgot-password pages (shared and server texts: @/shared/messages). */
export const authCopy = {
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  /** The server's rule (password-strength.ts): long enough, and not a common or easily guessed password. */
  passwordHint: `At least ${AUTH.minPasswordLength} characters. Common passwords (like password123) are refused; a few unrelated words work well.`,
  signIn: {
    description: "Welcome back. Sign in to keep creating.",
    noAccount: "Don't have an account?",
    createAccount: "Create an account",
    forgot: "Forgot password?",
  },
  signUp: {
    title: "Create your account",
    description: "Free during early access. No credit card required.",
    haveAccount: "Already have an account?",
    setupCode: "Setup code",
    setupCodeHint: "Only for the first administrator: the code in the server's start-up log. Leave it empty for a normal account.",
  },
  forgot: {
    title: "Reset your password",
    description: "Enter the email you signed up with and we'll send you a link to choose a new password.",
    back: "Back to sign in",
    sending: "Sending...",
    send: "Send reset link",
  },
  reset: {
    invalidTitle: "Reset your password",
    requestNew: "Request a new link",
    title: "Choose a new password",
    newPassword: "New password",
    confirmNewPassword: "Confirm new password",
    saving: "Saving...",
    submit: "Update password",
  },
  confirm: {
    signupTitle: "Confirm your email",
    emailChangeTitle: "Confirm your new email",
    working: "Confirming...",
    backToProfile: "Back to your profile",
    passwordPrompt: "To finish, type the password you chose when you signed up. If you did not sign up, ignore this page: nothing is confirmed without that password.",
    submit: "Confirm email",
  },
  account: {
    title: "Account Settings",
    description: "Manage the email address and password you sign in with.",
    emailTitle: "Email address",
    emailDescription:
      "We'll send a confirmation link to the new address and tell your current one. The change takes effect once you open the link.",
    passwordTitle: "Password",
    passwordDescription: "Changing your password signs you out on every other device.",
    currentPassword: "Current password",
    updating: "Updating...",
    confirmationSentTo: "Confirmation sent to",
  },
} as const;
