import { Button, Indicator, List, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/api.ts';
import { isApiError } from '../../../api/api-error.ts';
import { toasts } from '../../../platform/toasts.ts';
import { DialogFooter, ResponsiveModal } from '../../../ui/photo/ResponsiveModal.tsx';

export interface XeroButtonProps {
  /** The API area of the record: '/Profiles', '/Staffs', '/Administrators'. */
  apiBase: string;
  /** The record's id (profileId, staffId, administratorId). */
  id: string;
  /** After a successful profile edit the button is highlighted: Xero still has the old details. */
  highlighted: boolean;
}

/** The record's field names as the profile's forms label them (the server names the field). */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  middleName: 'Middle name',
  surName: 'Surname',
  email: 'Email',
  phoneNumber: 'Phone number',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  employmentType: 'Employment type',
  dateJoined: 'Date joined',
  bankName: 'Bank name',
  accountName: 'Account name',
  bsb: 'BSB',
  accountNumber: 'Account number',
};

/**
 * "Update Record to Xero" (spec 1 §2.5), shown while the record has no accounting id: it creates or
 * updates the Xero contact (a client) or payroll employee (staff, administrators) and links it, so
 * the name stops showing red. A staff record that payroll would refuse is not sent: each reason is
 * listed by its field. Without a connection the server's reply says how to connect.
 */
export function XeroButton({ apiBase, id, highlighted }: XeroButtonProps) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<[string, string][] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    try {
      const reply = await api.post<{ message: string; warning: string | null; xerolink: string }>(
        `${apiBase}/update_to_xero/${id}`,
        {},
        { toastSuccess: false, toastFailure: false },
      );
      if (reply.warning) {
        setNotice(reply.warning);
      } else {
        toasts.success(reply.message);
      }
      await queryClient.invalidateQueries({ queryKey: ['people'] });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : undefined;
      if (fields && Object.keys(fields).length > 0) {
        setProblems(Object.entries(fields));
      } else {
        setNotice(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSending(false);
    }
  };
  const button = (
    <Button
      onClick={() => void send()}
      loading={sending}
      size="md"
      variant={highlighted ? 'filled' : 'light'}
      color={highlighted ? 'orange' : 'brand'}
      data-highlighted={highlighted || undefined}
    >
      Update Record to Xero
    </Button>
  );
  return (
    <>
      {highlighted ? (
        <Tooltip label="You changed this profile: update it in Xero too" withArrow>
          <Indicator color="orange" processing size={12} offset={4}>
            {button}
          </Indicator>
        </Tooltip>
      ) : (
        button
      )}
      <ResponsiveModal
        opened={problems !== null}
        onClose={() => setProblems(null)}
        title="Not sent to Xero: fix these first"
        size="md"
      >
        <Text mb="sm">Xero payroll needs these details before this person can be posted:</Text>
        <List mb="lg" aria-label="Details to fix">
          {(problems ?? []).map(([field, message]) => (
            <List.Item key={field}>
              <b>{FIELD_LABELS[field] ?? field}</b>: {message}
            </List.Item>
          ))}
        </List>
        <DialogFooter>
          <Button size="md" onClick={() => setProblems(null)}>
            OK
          </Button>
        </DialogFooter>
      </ResponsiveModal>
      <ResponsiveModal opened={notice !== null} onClose={() => setNotice(null)} title="Xero" size="md">
        <Text mb="lg">{notice}</Text>
        <DialogFooter>
          <Button size="md" onClick={() => setNotice(null)}>
            OK
          </Button>
        </DialogFooter>
      </ResponsiveModal>
    </>
  );
}
