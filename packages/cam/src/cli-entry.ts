/** The CLI as TypeScript (run through tsx): what the bin fell back to before it was compiled; kept for the benchmark. */
import { main } from './cli.js';

process.exitCode = await main(process.argv.slice(2));
