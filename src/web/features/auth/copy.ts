import { AUTH } from "@/shared/constants";

/** Web-only texts of the sign-in, sign-up and forgot-password pages (shared and server texts: @/shared/messages). */
export const authCopy = {
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  passwordHint: `At least ${AUTH.minPasswordLength} characters.`,
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
  },
  forgot: {
    title: "Reset your password",
    description: "Enter the email you signed up with and we'll send you a link to choose a new password.",
    back: "Back to sign in",
    sending: "Sending...",
    send: "Send reset link",
  },
} as const;
