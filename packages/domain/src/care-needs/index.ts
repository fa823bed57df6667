// The care-needs rules and schemas; each file of the area is exported from here.
export {};
