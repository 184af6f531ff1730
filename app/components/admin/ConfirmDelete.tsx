import { ConfirmDialog } from "#app/components/ui/dialog";

/** The delete confirmation of a `useConfirmedAction`: open while it holds a target, busy while the call runs. */
export function ConfirmDelete({
  action,
  title,
  description,
}: {
  action: { target: unknown; pending: boolean; confirm: () => void; cancel: () => void };
  title: string;
  description?: string;
}) {
  return (
    <ConfirmDialog
      open={action.target !== null}
      title={title}
      description={description}
      confirmLabel="삭제"
      danger
      pending={action.pending}
      onConfirm={action.confirm}
      onCancel={action.cancel}
    />
  );
}
