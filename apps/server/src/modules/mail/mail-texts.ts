/** The wording of the product's e-mails, in one place. */
export const mailTexts = {
  invitation: (p: {
    firstName: string;
    companyName: string;
    role: string;
    link: string;
    hasAttachments: boolean;
  }) => ({
    subject: `You're invited to ${p.companyName}`,
    text: [
      `Hello ${p.firstName},`,
      '',
      `${p.companyName} has set up your account (${p.role}) on the care platform.`,
      `Choose your password here to get started (the link works once and expires in 3 days):`,
      p.link,
      '',
      p.hasAttachments ? 'Your offer letter and the forms to complete are attached.' : '',
      'If you were not expecting this e-mail, you can ignore it.',
    ]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n'),
  }),
  accountCreated: (p: {
    firstName: string;
    companyName: string;
    role: string;
    signInUrl: string;
    confirmLink: string;
  }) => ({
    subject: `Your ${p.companyName} account`,
    text: [
      `Hello ${p.firstName},`,
      '',
      `An account (${p.role}) was created for you at ${p.companyName}. Your administrator will give you your password.`,
      `Please confirm your e-mail address: ${p.confirmLink}`,
      `Sign in at ${p.signInUrl}`,
    ].join('\n'),
  }),
  passwordReset: (p: { firstName: string; companyName: string; link: string }) => ({
    subject: `Reset your ${p.companyName} password`,
    text: [
      `Hello ${p.firstName},`,
      '',
      'Your administrator has started a password reset for your account.',
      'Choose a new password here (the link works once and expires in 2 hours):',
      p.link,
    ].join('\n'),
  }),
  confirmEmail: (p: { firstName: string; companyName: string; link: string }) => ({
    subject: `Confirm your e-mail address for ${p.companyName}`,
    text: [
      `Hello ${p.firstName},`,
      '',
      'Please confirm your e-mail address (the link works once):',
      p.link,
    ].join('\n'),
  }),
  formToSign: (p: {
    firstName: string;
    companyName: string;
    form: string;
    link: string;
    invited: boolean;
  }) => ({
    subject: `Please read and sign your ${p.form}`,
    text: [
      `Hello ${p.firstName},`,
      '',
      `${p.companyName} has prepared your ${p.form} and asks you (or your representative) to read and sign it.`,
      p.invited
        ? 'First choose your password with the link in the invitation we have just sent you, then open the form here:'
        : 'Sign in to your portal and open the form here:',
      p.link,
      '',
      'If anything in it is not right, call the office before you sign.',
    ].join('\n'),
  }),
};
