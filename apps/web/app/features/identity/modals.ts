export { ForgotPassModal } from './components/forgot-pass-modal.tsx';
export { ProfileConfirmedModal } from './components/profile-confirmed-modal.tsx';
export { ResetPassModal } from './components/reset-pass-modal.tsx';
export { SignInModal } from './components/sign-in-modal.tsx';
export { SignUpCancelModal } from './components/sign-up-cancel-modal.tsx';
export { SignUpModal } from './components/sign-up-modal.tsx';
