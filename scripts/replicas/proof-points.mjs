// The replicas script's proof points as checks, so CI (.ci/run) fails when one does not hold.

/** The proof points that did not hold, each as [false, its claim]. */
export function failedProofPoints(results) {
  const refusedWithin = results.deactivationRefusedOnBWithinMs;
  return [
    [
      refusedWithin !== 'never' && refusedWithin <= 1000,
      'a deactivation through A is refused on B within 1 s',
    ],
    [results.changeInBListAtNextRead === true, "a change through A is in B's list at the next read"],
    [results.wrongPasswordsCheckedOverBoth <= 5, 'wrong passwords over A and B are throttled as one count'],
    [
      results.fileUploadedThroughA === 200 && results.fileStoredInBucket && results.fileSameBytesOnB,
      'a file uploaded through A downloads through B',
    ],
    [
      results.duplicateMails === 0 &&
        results.outboxRowsPending === 0 &&
        results.messagesDelivered === results.outboxRowsSent &&
        results.outboxRowsSent > 0,
      'each queued mail is delivered once',
    ],
    [
      results.acknowledgedWrites > 0 && results.acknowledgedWritesLost === 0,
      'no acknowledged write is lost when A is killed',
    ],
    [results.readRequests > 0 && results.readErrors === 0, 'reads through the proxy never fail while A dies'],
    [results.bServesAfterKill === true, 'B keeps serving after A is killed'],
  ].filter(([held]) => !held);
}
