// The profile feature's query keys, each defined once.

export function getUserDetailsQueryKey(upn: string) {
  return ['getUserDetails', upn] as const;
}
