import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CreateInviteeForm } from './CreateInviteeForm.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });
const SLOW = 20_000;
const TEMPLATES = [
  {
    templateId: 't-1',
    name: 'Employment Contract',
    isEditable: false,
    kind: 'pdf',
    fileUrl: '/api/Files/f1',
  },
  {
    templateId: 't-2',
    name: 'New Starter Details Form',
    isEditable: false,
    kind: 'pdf',
    fileUrl: '/api/Files/f2',
  },
];
const pdf = () => new File(['%PDF-1.4 offer'], 'offer-letter.pdf', { type: 'application/pdf' });

async function fillPerson() {
  await user.type(screen.getByLabelText(/First name/), 'Sam');
  await user.type(screen.getByLabelText(/Last name/), 'Lee');
  await user.type(screen.getByLabelText(/Email/), 'sam.lee@example.com');
  await user.type(screen.getByLabelText(/Phone/), '0400 111 222');
}

const submit = () => user.click(screen.getByRole('button', { name: 'Create and send invitation' }));

describe('the new administrator and staff forms', () => {
  beforeEach(() => {
    startSession(loginReplyFor('CompanyAdmin'));
  });

  it("asks for the names and phone with the spec's messages; the offer letter is optional (issue 40 item 8)", async () => {
    const { calls } = stubApi({});
    renderWithProviders(<CreateInviteeForm kind="administrator" onCreated={vi.fn()} onCancel={vi.fn()} />);
    await submit();
    expect(await screen.findAllByText('Required Field')).toHaveLength(3);
    expect(screen.queryByText('Offer letter is required (.pdf,.doc,.docx)')).toBeNull();
    expect(screen.getByText('Offer letter (optional)')).toBeTruthy();
    expect(screen.getByText('Marked Fields must be filled')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it(
    'sends an administrator without an offer letter',
    async () => {
      let sent: FormData | null = null;
      stubApi({
        'POST /api/Administrators/add_administrator': (init) => {
          sent = init?.body as FormData;
          return json({
            status: 'Success',
            message: 'Sam Lee was added and invited by e-mail.',
            administratorId: 'a-1',
          });
        },
      });
      const onCreated = vi.fn();
      renderWithProviders(
        <CreateInviteeForm kind="administrator" onCreated={onCreated} onCancel={vi.fn()} />,
      );
      await fillPerson();
      await submit();
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      const form = sent as unknown as FormData;
      expect(form.get('firstName')).toBe('Sam');
      expect(form.has('offerLetter')).toBe(false);
    },
    SLOW,
  );

  it('refuses an offer letter that is not a .pdf, .doc or .docx', async () => {
    stubApi({});
    renderWithProviders(<CreateInviteeForm kind="administrator" onCreated={vi.fn()} onCancel={vi.fn()} />);
    const input = screen.getByLabelText(/Offer letter/);
    await userEvent.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Offer letter is required (.pdf,.doc,.docx)')).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();
  });

  it(
    'sends a staff member with the offer letter and the chosen template ids',
    async () => {
      let sent: FormData | null = null;
      stubApi({
        'GET /api/Templates/get_templates': () => json(TEMPLATES),
        'POST /api/Staffs/add_staff': (init) => {
          sent = init?.body as FormData;
          return json({
            status: 'Success',
            message: 'Sam Lee was added and invited by e-mail.',
            staffId: 's-1',
          });
        },
      });
      const onCreated = vi.fn();
      renderWithProviders(<CreateInviteeForm kind="staff" onCreated={onCreated} onCancel={vi.fn()} />);
      await fillPerson();
      await userEvent.upload(screen.getByLabelText(/Offer letter/), pdf());
      expect(await screen.findByText('offer-letter.pdf')).toBeTruthy();
      const [picker] = screen.getAllByLabelText('Forms to attach to the invitation', {
        selector: 'input',
      }) as HTMLInputElement[];
      await waitFor(() => expect(picker?.disabled).toBe(false));
      await user.click(picker as HTMLInputElement);
      await user.click(await screen.findByRole('option', { name: 'New Starter Details Form', hidden: true }));
      await submit();
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      const form = sent as unknown as FormData;
      expect(form.get('firstName')).toBe('Sam');
      expect(form.get('surName')).toBe('Lee');
      expect(form.get('phoneNumber')).toBe('0400111222');
      expect(form.get('middleName')).toBe('');
      expect(form.get('forms')).toBe('t-2');
      expect((form.get('offerLetter') as File).name).toBe('offer-letter.pdf');
      expect(toastMocks.success).toHaveBeenCalledWith('Sam Lee was added and invited by e-mail.', undefined);
    },
    SLOW,
  );

  it(
    "puts the server's e-mail refusal under the e-mail field",
    async () => {
      stubApi({
        'POST /api/Administrators/add_administrator': () =>
          json(
            {
              status: 'Error',
              message: 'A person with this email already exists.',
              errors: { email: 'A person with this email already exists.' },
            },
            400,
          ),
      });
      const onCreated = vi.fn();
      renderWithProviders(
        <CreateInviteeForm kind="administrator" onCreated={onCreated} onCancel={vi.fn()} />,
      );
      await fillPerson();
      await userEvent.upload(screen.getByLabelText(/Offer letter/), pdf());
      await submit();
      expect(await screen.findByText('A person with this email already exists.')).toBeTruthy();
      expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
      expect(onCreated).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
