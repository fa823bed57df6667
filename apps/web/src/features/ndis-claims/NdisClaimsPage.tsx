export function NdisClaimsPage() { return null; }
