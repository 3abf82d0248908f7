// Every server test file: a query sent on a connection that is still running others is a defect.
// pg 8 queues it and warns (once per process, from the third query in flight); pg 9 drops the
// queue. It happens when reads run together on one transaction's connection; db/client.ts
// `readAll` runs them one after another there.
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query'))
    throw warning;
});
