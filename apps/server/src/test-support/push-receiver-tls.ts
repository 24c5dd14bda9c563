// A self-signed certificate for 127.0.0.1 alone, valid until 2126, made for the push receiver of the
// tests (web-push only speaks https). Its key protects nothing: it is not a secret.
export const receiverCertificate = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUCkUdkod27VIj3khvd/AY1ugvAckwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNzIxNDg0NloYDzIxMjYxMTAz
MjE0ODQ2WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQdLhuf+EPQ4Bt9jacgQm7lXzjcf3Nv7JlFB5Rr5Z6ozWK1ua/MUfkE
AfuuhTisdSUH0uCXpyRu5GVuWwAv6Geeo2QwYjAdBgNVHQ4EFgQUUIgRU/mahO79
aFbYVAaT5n2KcMMwHwYDVR0jBBgwFoAUUIgRU/mahO79aFbYVAaT5n2KcMMwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IQCAKUuRW5zmmn6GCkCrSvvoC+QRcmrNV3bhu0kGogg6GgIgKTokyqDE/U56SZ7P
ix53SFC+PvsfHx0w1bzZxACyb2M=
-----END CERTIFICATE-----
`;
export const receiverKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg8yPvcGxrakMl1eI8
8qZFHh6I5qbmcc9ofDvUmALEH46hRANCAAQdLhuf+EPQ4Bt9jacgQm7lXzjcf3Nv
7JlFB5Rr5Z6ozWK1ua/MUfkEAfuuhTisdSUH0uCXpyRu5GVuWwAv6Gee
-----END PRIVATE KEY-----
`;
