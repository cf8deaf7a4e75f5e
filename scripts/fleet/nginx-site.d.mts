export function fleetSite(
  text: string,
  ports: { port: number; redirectPort: number; upstreamPorts: number[] },
): string;
export function fleetNginxConf(dir: string, siteFile: string): string;
