// `npm install` ends here: it says which Node the npm scripts run with, so that on a machine with an
// older Node the "Unsupported engine" warnings npm printed above read as what they are. Astro 7
// needs Node 22.12 or newer; the `node` package puts Node 24 into node_modules/.bin, which npm
// scripts use whatever Node started npm.
const machine = /\bnode\/(v[\d.]+)/.exec(process.env['npm_config_user_agent'] ?? '')?.[1];
const older = machine !== undefined && Number(machine.slice(1).split('.')[0]) < 22;

console.log(
  older
    ? `Installed. This machine has Node ${machine}; the npm scripts run with Node ${process.version} from node_modules, as Astro 7 needs 22.12 or newer. The "Unsupported engine" warnings above are about Node ${machine} and are expected: the install succeeded.`
    : `Installed. The npm scripts run with Node ${process.version}.`,
);
