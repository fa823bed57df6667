/** The client's NDIS plans and budgets on the office's client profile. */
export function ClientPlansSlot(_props: { profileId: string }) {
  return null;
}
