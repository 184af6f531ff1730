import { apiRequest } from "#app/lib/api-client";
import { ConfirmDelete } from "./ConfirmDelete";
import { useConfirmedAction } from "./use-confirmed-action";

/** A lead as the delete asks about it: by its customer's name. */
interface DeletableLead {
  id: number;
  name: string;
}

/** 삭제 of a lead or a held lead (the 대표 관리자's): `DELETE` on its address, then the toast saying what went. */
export function useLeadDelete<T extends DeletableLead>(path: (lead: T) => string, deleted: string) {
  return useConfirmedAction<T>({
    run: (lead) => apiRequest("DELETE", path(lead)),
    success: () => ({ title: "삭제 완료", description: deleted }),
    failure: (_lead, error) => ({ title: "삭제 실패", description: error.message }),
  });
}

/** The confirmation of a `useLeadDelete`, naming the customer whose lead goes for good. */
export function ConfirmLeadDelete({
  action,
}: {
  action: { target: DeletableLead | null; pending: boolean; confirm: () => void; cancel: () => void };
}) {
  return (
    <ConfirmDelete
      action={action}
      title="이 문의를 삭제하시겠습니까?"
      description={action.target ? `${action.target.name}님의 문의가 삭제되며 되돌릴 수 없습니다.` : undefined}
    />
  );
}
