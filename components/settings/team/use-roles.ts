"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { listRoles } from "@/lib/team/contracts";

export function useRoles() {
  return useQuery({ queryKey: ["roles"], queryFn: () => apiRequest(listRoles, {}) });
}
