import { ApiError } from "@/lib/api/errors";

/** 400s of the upload routes: `{error, message, statusCode}` with a short error and a precise message. */
export const invalidFileType = (message: string) => new ApiError(400, "Invalid file type", { message });
export const invalidFileSize = (message: string) => new ApiError(400, "Invalid file size", { message });
export const invalidFilename = (message: string) => new ApiError(400, "Invalid filename", { message });
export const noFileUploaded = (message = "Send the image as multipart/form-data in a field named file") =>
  new ApiError(400, "No file uploaded", { message });
