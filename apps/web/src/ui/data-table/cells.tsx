/** An e-mail address that, when it must wrap, wraps before the @ rather than mid-word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) {
    return <span style={{ wordBreak: 'normal', overflowWrap: 'normal' }}>{email}</span>;
  }
  return (
    <span style={{ wordBreak: 'normal', overflowWrap: 'normal' }}>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
