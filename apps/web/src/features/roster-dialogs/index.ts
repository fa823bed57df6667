// The roster's dialogs (spec 3 §2.1 modals), used by the roster page and the profile tabs.
export { type ShiftDialogRequest, ShiftDialogs } from './ShiftDialogs.tsx';
