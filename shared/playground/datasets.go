package playground

import (
	"context"
	"errors"

	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
)

// CodeVersionNotFound: the dataset has no version of that number (404).
const CodeVersionNotFound = "DATASET_VERSION_NOT_FOUND"

// Routes is the playground group's builder, over the datasets package.
func Routes(d *platform.Deps) ([]httpkit.Route, error) { return Builder(Datasets)(d) }

// Datasets is the DatasetSource of the datasets package: the parquet file
// of a ready version (for image datasets, their manifest).
func Datasets(d *platform.Deps) DatasetSource { return datasetSource{d: d} }

type datasetSource struct{ d *platform.Deps }

// ParquetKey answers 404 DATASET_NOT_FOUND or DATASET_VERSION_NOT_FOUND,
// 409 DATASET_DELETING, or 409 DATASET_NOT_READY while the version (or,
// for the latest, the first version) is not ready.
func (s datasetSource) ParquetKey(ctx context.Context, workspace, datasetID string, version int) (string, error) {
	ds, err := datasets.Get(ctx, s.d, workspace, datasetID)
	if err != nil {
		return "", err
	}
	if ds.Status == datasets.StatusDeleting {
		return "", errs.New(errs.ErrConflict, "DATASET_DELETING", "the dataset is being deleted")
	}
	n := version
	if n == 0 {
		if ds.LatestVersion == 0 {
			return "", errs.New(errs.ErrConflict, CodeDatasetNotReady, "the dataset has no ready version yet; retry when its ingestion has finished")
		}
		n = ds.LatestVersion
	}
	v, err := datasets.GetVersion(ctx, s.d, workspace, datasetID, n)
	if errors.Is(err, errs.ErrNotFound) {
		return "", errs.Newf(errs.ErrNotFound, CodeVersionNotFound, "the dataset has no version %d", n)
	}
	if err != nil {
		return "", err
	}
	if v.Status != datasets.VersionReady || v.ParquetKey == "" {
		return "", errs.Newf(errs.ErrConflict, CodeDatasetNotReady, "version %d of the dataset is %s, not ready", n, v.Status)
	}
	return v.ParquetKey, nil
}
