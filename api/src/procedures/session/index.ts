import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { changePassword } from './change-password.ts';
import { continueAsGuest } from './continue-as-guest.ts';
import { getUserInfo } from './get-user-info.ts';
import { getUser } from './get-user.ts';
import { register } from './register.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { updateUser } from './update-user.ts';
import { verifyEmail } from './verify-email.ts';

/** The session's customer: sign-in, registration, guest checkout, user details, password and email mails (§6). */
export const sessionProcedures: ProcedureTable = {
  getUser,
  getUserInfo,
  register,
  signIn,
  signOut,
  continueAsGuest,
  updateUser,
  verifyEmail,
  requestPasswordReset,
  resetPassword,
  changePassword,
};
