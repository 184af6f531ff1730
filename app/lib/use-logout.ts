import { useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "#app/components/ui/toast";
import { apiRequest } from "./api-client";

/** Ends the session on the server, then goes to `destination` (the area's sign-in); a failure is toasted. */
export function useLogout(destination: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    try {
      await apiRequest("POST", "/api/auth/logout");
      navigate(destination, { replace: true });
    } catch (error) {
      toast({ title: "로그아웃 실패", description: (error as Error).message, variant: "error" });
      setLeaving(false);
    }
  };
  return { logout, leaving };
}
