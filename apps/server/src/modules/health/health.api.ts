// The front door of the health module: what other areas may use of it. No other area uses any of it
// yet, so it opens onto nothing; what one comes to need is exported here, and nothing else of the
// module is imported from outside it (modules/module-doors.test.ts).
export {};
