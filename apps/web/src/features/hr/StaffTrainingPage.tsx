import { REQUIRED_TRAININGS, type TrainingView } from '@care/domain';
import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import {
  deleteTraining,
  fetchAllTrainings,
  fetchStaffTrainings,
  fetchTrainingMatrix,
  TRAININGS_KEY,
} from './hr-api.ts';
import { RequiredTrainingsForm } from './RequiredTrainingsForm.tsx';
import { TrainingFormDialog } from './TrainingFormDialog.tsx';
import { TrainingMatrix } from './TrainingMatrix.tsx';
import { TrainingTable } from './TrainingTable.tsx';

/** /app/hr/staff-training: every training record and the matrix; the office keeps them, auditors read. */
export function StaffTrainingPage() {
  const manage = useCan('training.manage');
  const setUp = useCan('workSettings.manage');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TrainingView | 'new' | null>(null);
  const [removing, setRemoving] = useState<TrainingView | null>(null);
  const list = useQuery({
    queryKey: [...TRAININGS_KEY, 'all'],
    queryFn: ({ signal }) => fetchAllTrainings(signal),
  });
  const matrix = useQuery({
    queryKey: [...TRAININGS_KEY, 'matrix'],
    queryFn: ({ signal }) => fetchTrainingMatrix(signal),
    enabled: manage,
  });
  const staff = (matrix.data?.rows ?? []).map(({ staffId, fullName }) => ({ staffId, fullName }));
  return (
    <>
      <PageHeader
        title="Staff training"
        description="Courses, certificates and expiry dates. Expiring means within 30 days."
        actions={
          manage ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
              Add training
            </Button>
          ) : null
        }
      />
      <Tabs defaultValue="records" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="records">Records</Tabs.Tab>
          <Tabs.Tab value="matrix">Required training</Tabs.Tab>
          {setUp ? <Tabs.Tab value="required">Required by role</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="records">
          <TrainingTable
            records={list.data}
            loading={list.isPending}
            error={list.isError}
            onRetry={() => void list.refetch()}
            showStaff
            onEdit={manage ? (t) => setEditing(t) : undefined}
            onDelete={manage ? (t) => setRemoving(t) : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="matrix">
          <TrainingMatrix />
        </Tabs.Panel>
        {setUp ? (
          <Tabs.Panel value="required">
            <RequiredTrainingsForm />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <TrainingFormDialog
        opened={editing !== null}
        record={editing === 'new' ? null : editing}
        staff={staff}
        courses={matrix.data?.courses ?? REQUIRED_TRAININGS}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Delete training record"
        message={`Delete ${removing?.course ?? ''} for ${removing?.staff.fullName ?? ''}?`}
        danger
        confirmLabel="Delete"
        onConfirm={async () => {
          if (removing) {
            await deleteTraining(removing.staffTrainingId);
            await queryClient.invalidateQueries({ queryKey: TRAININGS_KEY });
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

function MyTrainings({ staffId }: { staffId: string }) {
  const list = useQuery({
    queryKey: [...TRAININGS_KEY, 'mine', staffId],
    queryFn: ({ signal }) => fetchStaffTrainings(staffId, signal),
  });
  return (
    <TrainingTable
      records={list.data}
      loading={list.isPending}
      error={list.isError}
      onRetry={() => void list.refetch()}
      showStaff={false}
    />
  );
}

/** /app/staff/training: the worker's own training records (ours). */
export function MyTrainingPage() {
  return (
    <MyStaffPage
      title="My training"
      description="Your courses and when they expire. The office keeps these records."
      what="your training records"
    >
      {(s) => <MyTrainings staffId={s.staffId} />}
    </MyStaffPage>
  );
}
