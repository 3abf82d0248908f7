// Every server test file: a query sent on a connection that is still running another is a defect
// (pg 8 warns once per process, pg 9 refuses it). It happens when reads run together on one
// transaction's connection; db/client.ts `readAll` runs them one after another there.
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query'))
    throw warning;
});
