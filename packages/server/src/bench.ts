/** `pnpm bench` for the service: prints the latency figures the issues ask for. */
async function main(): Promise<void> {
  console.log('server bench: no figures yet');
}

void main();
